; ModuleID = 'vecsin.c'
source_filename = "vecsin.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux5.10.0-gnu2.31.0"

@.src = private unnamed_addr constant [9 x i8] c"vecsin.c\00", align 1
@0 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 9, i32 18 } }
@1 = private unnamed_addr constant { i16, i16, [15 x i8] } { i16 1, i16 64, [15 x i8] c"'const double'\00" }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 9, i32 18 }, ptr @1, i8 3, i8 0 }
@3 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 9, i32 26 } }
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 9, i32 26 }, ptr @1, i8 3, i8 0 }
@5 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@6 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 8, i32 29 }, ptr @5 }
@7 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 27 } }
@8 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 27 }, ptr @1, i8 3, i8 0 }
@9 = private unnamed_addr global { { ptr, i32, i32 } } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 9 } }
@10 = private unnamed_addr constant { i16, i16, [9 x i8] } { i16 1, i16 64, [9 x i8] c"'double'\00" }
@11 = private unnamed_addr global { { ptr, i32, i32 }, ptr, i8, i8 } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 9 }, ptr @10, i8 3, i8 1 }
@12 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 14, i32 29 }, ptr @5 }

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define nofpclass(nan inf) double @sum_sin_x(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %84, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %85

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, ptr %12, i64 %14
  %16 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %14), !nosanitize !6
  %17 = extractvalue { i64, i1 } %16, 1, !nosanitize !6
  %18 = or i1 %17, false, !nosanitize !6
  %19 = extractvalue { i64, i1 } %16, 0, !nosanitize !6
  %20 = ptrtoint ptr %12 to i64, !nosanitize !6
  %21 = add i64 %20, %19, !nosanitize !6
  %22 = icmp ne ptr %12, null, !nosanitize !6
  %23 = icmp ne i64 %21, 0, !nosanitize !6
  %24 = icmp eq i1 %22, %23, !nosanitize !6
  %25 = xor i1 %18, true, !nosanitize !6
  %26 = icmp uge i64 %21, %20, !nosanitize !6
  %27 = icmp sge i64 %19, 0, !nosanitize !6
  %28 = icmp ult i64 %21, %20, !nosanitize !6
  %29 = select i1 %27, i1 %26, i1 %28, !nosanitize !6
  %30 = and i1 %29, %25, !nosanitize !6
  %31 = and i1 %24, %30, !nosanitize !6
  br i1 %31, label %33, label %32, !prof !7, !nosanitize !6

32:                                               ; preds = %11
  call void @__ubsan_handle_pointer_overflow(ptr @0, i64 %20, i64 %21) #3, !nosanitize !6
  br label %33, !nosanitize !6

33:                                               ; preds = %32, %11
  %34 = icmp ne ptr %15, null, !nosanitize !6
  %35 = ptrtoint ptr %15 to i64, !nosanitize !6
  %36 = and i64 %35, 7, !nosanitize !6
  %37 = icmp eq i64 %36, 0, !nosanitize !6
  %38 = and i1 %34, %37, !nosanitize !6
  br i1 %38, label %40, label %39, !prof !7, !nosanitize !6

39:                                               ; preds = %33
  call void @__ubsan_handle_type_mismatch_v1(ptr @2, i64 %35) #3, !nosanitize !6
  br label %40, !nosanitize !6

40:                                               ; preds = %39, %33
  %41 = load double, ptr %15, align 8
  %42 = call fast double @llvm.sin.f64(double %41)
  %43 = load ptr, ptr %3, align 8
  %44 = load i32, ptr %6, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds double, ptr %43, i64 %45
  %47 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %45), !nosanitize !6
  %48 = extractvalue { i64, i1 } %47, 1, !nosanitize !6
  %49 = or i1 %48, false, !nosanitize !6
  %50 = extractvalue { i64, i1 } %47, 0, !nosanitize !6
  %51 = ptrtoint ptr %43 to i64, !nosanitize !6
  %52 = add i64 %51, %50, !nosanitize !6
  %53 = icmp ne ptr %43, null, !nosanitize !6
  %54 = icmp ne i64 %52, 0, !nosanitize !6
  %55 = icmp eq i1 %53, %54, !nosanitize !6
  %56 = xor i1 %49, true, !nosanitize !6
  %57 = icmp uge i64 %52, %51, !nosanitize !6
  %58 = icmp sge i64 %50, 0, !nosanitize !6
  %59 = icmp ult i64 %52, %51, !nosanitize !6
  %60 = select i1 %58, i1 %57, i1 %59, !nosanitize !6
  %61 = and i1 %60, %56, !nosanitize !6
  %62 = and i1 %55, %61, !nosanitize !6
  br i1 %62, label %64, label %63, !prof !7, !nosanitize !6

63:                                               ; preds = %40
  call void @__ubsan_handle_pointer_overflow(ptr @3, i64 %51, i64 %52) #3, !nosanitize !6
  br label %64, !nosanitize !6

64:                                               ; preds = %63, %40
  %65 = icmp ne ptr %46, null, !nosanitize !6
  %66 = ptrtoint ptr %46 to i64, !nosanitize !6
  %67 = and i64 %66, 7, !nosanitize !6
  %68 = icmp eq i64 %67, 0, !nosanitize !6
  %69 = and i1 %65, %68, !nosanitize !6
  br i1 %69, label %71, label %70, !prof !7, !nosanitize !6

70:                                               ; preds = %64
  call void @__ubsan_handle_type_mismatch_v1(ptr @4, i64 %66) #3, !nosanitize !6
  br label %71, !nosanitize !6

71:                                               ; preds = %70, %64
  %72 = load double, ptr %46, align 8
  %73 = fmul fast double %42, %72
  %74 = load double, ptr %5, align 8
  %75 = fadd fast double %74, %73
  store double %75, ptr %5, align 8
  br label %76

76:                                               ; preds = %71
  %77 = load i32, ptr %6, align 4
  %78 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %77, i32 1), !nosanitize !6
  %79 = extractvalue { i32, i1 } %78, 0, !nosanitize !6
  %80 = extractvalue { i32, i1 } %78, 1, !nosanitize !6
  %81 = xor i1 %80, true, !nosanitize !6
  br i1 %81, label %84, label %82, !prof !7, !nosanitize !6

82:                                               ; preds = %76
  %83 = zext i32 %77 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @6, i64 %83, i64 1) #3, !nosanitize !6
  br label %84, !nosanitize !6

84:                                               ; preds = %82, %76
  store i32 %79, ptr %6, align 4
  br label %7, !llvm.loop !8

85:                                               ; preds = %7
  %86 = load double, ptr %5, align 8
  ret double %86
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_pointer_overflow(ptr, i64, i64) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_type_mismatch_v1(ptr, i64) #2

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sin.f64(double) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #2

; Function Attrs: noinline nounwind optnone sspstrong uwtable
define void @exp_decay(ptr noalias noundef %0, ptr noalias noundef %1, double noundef nofpclass(nan inf) %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %86, %4
  %11 = load i32, ptr %9, align 4
  %12 = load i32, ptr %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %87

14:                                               ; preds = %10
  %15 = load double, ptr %7, align 8
  %16 = fneg fast double %15
  %17 = load ptr, ptr %6, align 8
  %18 = load i32, ptr %9, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds double, ptr %17, i64 %19
  %21 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %19), !nosanitize !6
  %22 = extractvalue { i64, i1 } %21, 1, !nosanitize !6
  %23 = or i1 %22, false, !nosanitize !6
  %24 = extractvalue { i64, i1 } %21, 0, !nosanitize !6
  %25 = ptrtoint ptr %17 to i64, !nosanitize !6
  %26 = add i64 %25, %24, !nosanitize !6
  %27 = icmp ne ptr %17, null, !nosanitize !6
  %28 = icmp ne i64 %26, 0, !nosanitize !6
  %29 = icmp eq i1 %27, %28, !nosanitize !6
  %30 = xor i1 %23, true, !nosanitize !6
  %31 = icmp uge i64 %26, %25, !nosanitize !6
  %32 = icmp sge i64 %24, 0, !nosanitize !6
  %33 = icmp ult i64 %26, %25, !nosanitize !6
  %34 = select i1 %32, i1 %31, i1 %33, !nosanitize !6
  %35 = and i1 %34, %30, !nosanitize !6
  %36 = and i1 %29, %35, !nosanitize !6
  br i1 %36, label %38, label %37, !prof !7, !nosanitize !6

37:                                               ; preds = %14
  call void @__ubsan_handle_pointer_overflow(ptr @7, i64 %25, i64 %26) #3, !nosanitize !6
  br label %38, !nosanitize !6

38:                                               ; preds = %37, %14
  %39 = icmp ne ptr %20, null, !nosanitize !6
  %40 = ptrtoint ptr %20 to i64, !nosanitize !6
  %41 = and i64 %40, 7, !nosanitize !6
  %42 = icmp eq i64 %41, 0, !nosanitize !6
  %43 = and i1 %39, %42, !nosanitize !6
  br i1 %43, label %45, label %44, !prof !7, !nosanitize !6

44:                                               ; preds = %38
  call void @__ubsan_handle_type_mismatch_v1(ptr @8, i64 %40) #3, !nosanitize !6
  br label %45, !nosanitize !6

45:                                               ; preds = %44, %38
  %46 = load double, ptr %20, align 8
  %47 = fmul fast double %16, %46
  %48 = call fast double @llvm.exp.f64(double %47)
  %49 = load ptr, ptr %5, align 8
  %50 = load i32, ptr %9, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds double, ptr %49, i64 %51
  %53 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 8, i64 %51), !nosanitize !6
  %54 = extractvalue { i64, i1 } %53, 1, !nosanitize !6
  %55 = or i1 %54, false, !nosanitize !6
  %56 = extractvalue { i64, i1 } %53, 0, !nosanitize !6
  %57 = ptrtoint ptr %49 to i64, !nosanitize !6
  %58 = add i64 %57, %56, !nosanitize !6
  %59 = icmp ne ptr %49, null, !nosanitize !6
  %60 = icmp ne i64 %58, 0, !nosanitize !6
  %61 = icmp eq i1 %59, %60, !nosanitize !6
  %62 = xor i1 %55, true, !nosanitize !6
  %63 = icmp uge i64 %58, %57, !nosanitize !6
  %64 = icmp sge i64 %56, 0, !nosanitize !6
  %65 = icmp ult i64 %58, %57, !nosanitize !6
  %66 = select i1 %64, i1 %63, i1 %65, !nosanitize !6
  %67 = and i1 %66, %62, !nosanitize !6
  %68 = and i1 %61, %67, !nosanitize !6
  br i1 %68, label %70, label %69, !prof !7, !nosanitize !6

69:                                               ; preds = %45
  call void @__ubsan_handle_pointer_overflow(ptr @9, i64 %57, i64 %58) #3, !nosanitize !6
  br label %70, !nosanitize !6

70:                                               ; preds = %69, %45
  %71 = icmp ne ptr %52, null, !nosanitize !6
  %72 = ptrtoint ptr %52 to i64, !nosanitize !6
  %73 = and i64 %72, 7, !nosanitize !6
  %74 = icmp eq i64 %73, 0, !nosanitize !6
  %75 = and i1 %71, %74, !nosanitize !6
  br i1 %75, label %77, label %76, !prof !7, !nosanitize !6

76:                                               ; preds = %70
  call void @__ubsan_handle_type_mismatch_v1(ptr @11, i64 %72) #3, !nosanitize !6
  br label %77, !nosanitize !6

77:                                               ; preds = %76, %70
  store double %48, ptr %52, align 8
  br label %78

78:                                               ; preds = %77
  %79 = load i32, ptr %9, align 4
  %80 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %79, i32 1), !nosanitize !6
  %81 = extractvalue { i32, i1 } %80, 0, !nosanitize !6
  %82 = extractvalue { i32, i1 } %80, 1, !nosanitize !6
  %83 = xor i1 %82, true, !nosanitize !6
  br i1 %83, label %86, label %84, !prof !7, !nosanitize !6

84:                                               ; preds = %78
  %85 = zext i32 %79 to i64, !nosanitize !6
  call void @__ubsan_handle_add_overflow(ptr @12, i64 %85, i64 1) #3, !nosanitize !6
  br label %86, !nosanitize !6

86:                                               ; preds = %84, %78
  store i32 %81, ptr %9, align 4
  br label %10, !llvm.loop !10

87:                                               ; preds = %10
  ret void
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.exp.f64(double) #1

attributes #0 = { noinline nounwind optnone sspstrong uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-infs-fp-math"="true" "no-nans-fp-math"="true" "no-signed-zeros-fp-math"="true" "no-trapping-math"="true" "stack-protector-buffer-size"="4" "target-cpu"="x86-64" "target-features"="+64bit,+cmov,+cx8,+fxsr,+idivq-to-divl,+macrofusion,+mmx,+nopl,+slow-3ops-lea,+slow-incdec,+sse,+sse2,+vzeroupper,+x87,-16bit-mode,-32bit-mode,-adx,-aes,-allow-light-256-bit,-amx-avx512,-amx-bf16,-amx-complex,-amx-fp16,-amx-fp8,-amx-int8,-amx-movrs,-amx-tf32,-amx-tile,-avx,-avx10.1,-avx10.2,-avx2,-avx512bf16,-avx512bitalg,-avx512bw,-avx512cd,-avx512dq,-avx512f,-avx512fp16,-avx512ifma,-avx512vbmi,-avx512vbmi2,-avx512vl,-avx512vnni,-avx512vp2intersect,-avx512vpopcntdq,-avxifma,-avxneconvert,-avxvnni,-avxvnniint16,-avxvnniint8,-bmi,-bmi2,-branch-hint,-branchfusion,-ccmp,-cf,-cldemote,-clflushopt,-clwb,-clzero,-cmpccxadd,-crc32,-cx16,-egpr,-enqcmd,-ermsb,-f16c,-false-deps-getmant,-false-deps-lzcnt-tzcnt,-false-deps-mulc,-false-deps-mullq,-false-deps-perm,-false-deps-popcnt,-false-deps-range,-fast-11bytenop,-fast-15bytenop,-fast-7bytenop,-fast-bextr,-fast-dpwssd,-fast-gather,-fast-hops,-fast-imm16,-fast-lzcnt,-fast-movbe,-fast-scalar-fsqrt,-fast-scalar-shift-masks,-fast-shld-rotate,-fast-variable-crosslane-shuffle,-fast-variable-perlane-shuffle,-fast-vector-fsqrt,-fast-vector-shift-masks,-faster-shift-than-shuffle,-fma,-fma4,-fsgsbase,-fsrm,-gfni,-harden-sls-ijmp,-harden-sls-ret,-hreset,-idivl-to-divb,-inline-asm-use-gpr32,-invpcid,-kl,-lea-sp,-lea-uses-ag,-lvi-cfi,-lvi-load-hardening,-lwp,-lzcnt,-movbe,-movdir64b,-movdiri,-movrs,-mwaitx,-ndd,-nf,-no-bypass-delay,-no-bypass-delay-blend,-no-bypass-delay-mov,-no-bypass-delay-shuffle,-pad-short-functions,-pclmul,-pconfig,-pku,-popcnt,-ppx,-prefer-128-bit,-prefer-256-bit,-prefer-legacy-setcc,-prefer-mask-registers,-prefer-movmsk-over-vtest,-prefer-no-gather,-prefer-no-scatter,-prefetchi,-prfchw,-ptwrite,-push2pop2,-raoint,-rdpid,-rdpru,-rdrnd,-rdseed,-retpoline,-retpoline-external-thunk,-retpoline-indirect-branches,-retpoline-indirect-calls,-rtm,-sahf,-sbb-dep-breaking,-serialize,-seses,-sgx,-sha,-sha512,-shstk,-slow-lea,-slow-pmaddwd,-slow-pmulld,-slow-pmullq,-slow-shld,-slow-two-mem-ops,-slow-unaligned-mem-16,-slow-unaligned-mem-32,-sm3,-sm4,-sse-unaligned-mem,-sse3,-sse4.1,-sse4.2,-sse4a,-ssse3,-tagged-globals,-tbm,-tsxldtrk,-tuning-fast-imm-vector-shift,-uintr,-use-glm-div-sqrt-costs,-use-slm-arith-costs,-usermsr,-vaes,-vpclmulqdq,-waitpkg,-wbnoinvd,-widekl,-xop,-xsave,-xsavec,-xsaveopt,-xsaves,-zu" "tune-cpu"="generic" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { uwtable }
attributes #3 = { nomerge nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 7, !"Dwarf Version", i32 4}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"clang version 22.1.8"}
!6 = !{}
!7 = !{!"branch_weights", i32 1048575, i32 1}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = distinct !{!10, !9}
